// The Grafana dashboards of deploy/grafana/dashboards, read as Prometheus queries: every panel's every target, with
// the dashboard's variables given a value, so a test can run each against a Prometheus that scrapes the platform.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DASHBOARDS_DIR = fileURLToPath(new URL('../../deploy/grafana/dashboards', import.meta.url));

interface Dashboard {
  title: string;
  templating: { list: { name: string; type: string; query?: string | { query: string } }[] };
  panels: { title: string; targets?: { expr: string }[] }[];
}

export interface PanelQuery {
  dashboard: string;
  panel: string;
  expr: string;
}

/** Values of a `query` variable (`label_values(metric, label)`) are asked of Prometheus by `valuesOf`. */
export type VariableValues = (definition: string) => Promise<string[]>;

export function readDashboards(): { file: string; dashboard: Dashboard }[] {
  return readdirSync(DASHBOARDS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      dashboard: JSON.parse(readFileSync(path.join(DASHBOARDS_DIR, file), 'utf8')) as Dashboard,
    }));
}

/**
 * Every target of every panel; a query that uses a `query` variable is given once per value of the variable (the
 * datasource variable names no query).
 */
export async function panelQueries(valuesOf: VariableValues): Promise<PanelQuery[]> {
  const queries: PanelQuery[] = [];
  for (const { file, dashboard } of readDashboards()) {
    const variables = dashboard.templating.list.filter((variable) => variable.type === 'query');
    let bindings: Record<string, string>[] = [{}];
    for (const variable of variables) {
      const definition = typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? '');
      const values = await valuesOf(definition);
      if (values.length === 0) throw new Error(`${file}: variable $${variable.name} (${definition}) has no value`);
      bindings = bindings.flatMap((binding) => values.map((value) => ({ ...binding, [variable.name]: value })));
    }
    for (const panel of dashboard.panels)
      for (const target of panel.targets ?? [])
        for (const binding of bindings) {
          const expr = target.expr.replace(/\$(\w+)/g, (whole, name: string) => binding[name] ?? whole);
          const bound = Object.values(binding).join(', ');
          queries.push({ dashboard: file, panel: bound ? `${panel.title} [${bound}]` : panel.title, expr });
        }
  }
  return queries;
}
