// Checks Prometheus's configuration, recording rules and alert rules (deploy/prometheus) with Debian's promtool, which
// .ci/run installs with the `prometheus` package, and the rules' unit tests (deploy/prometheus/tests).
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const prometheusDir = fileURLToPath(new URL('../prometheus', import.meta.url));
const PROMTOOL = process.env.PROMTOOL ?? '/usr/bin/promtool';

interface RuleGroup {
  name: string;
  rules: { alert?: string; record?: string; annotations?: Record<string, string>; labels?: Record<string, string> }[];
}
const alertRules = (parse(readFileSync(`${prometheusDir}/rules/alerts.yml`, 'utf8')) as { groups: RuleGroup[] }).groups
  .flatMap((group) => group.rules)
  .filter((rule) => rule.alert);

/** Runs promtool in deploy/prometheus; its whole output is the failure message when it refuses. */
function promtool(...args: string[]): { status: number | null; output: string } {
  if (!existsSync(PROMTOOL))
    throw new Error(
      `${PROMTOOL} is missing: install Debian's prometheus package (apt-get install prometheus; .ci/run does) or set PROMTOOL`,
    );
  const result = spawnSync(PROMTOOL, args, { cwd: prometheusDir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('Prometheus configuration (deploy/prometheus)', () => {
  it('is a valid configuration whose rule files are valid (promtool check config)', () => {
    const { status, output } = promtool('check', 'config', 'prometheus.yml');
    expect(output).toMatch(/SUCCESS: 2 rule files found/);
    expect({ status, output }).toEqual({ status: 0, output: expect.any(String) });
  });

  it('has valid recording and alert rules (promtool check rules)', () => {
    const { status, output } = promtool('check', 'rules', 'rules/recording.yml', 'rules/alerts.yml');
    expect({ status, output }).toEqual({ status: 0, output: expect.not.stringMatching(/FAILED/) });
  });

  it('passes the rules’ unit tests (promtool test rules)', () => {
    const tests = readdirSync(`${prometheusDir}/tests`)
      .filter((file) => file.endsWith('.test.yml'))
      .map((file) => `tests/${file}`);
    expect(tests.length).toBeGreaterThan(0);
    const { status, output } = promtool('test', 'rules', ...tests);
    expect({ status, output }).toEqual({ status: 0, output: expect.not.stringMatching(/FAILED/) });
    // Alone it takes about 15 s; on a machine busy with every other project's tests, several times that.
  }, 120_000);

  it('gives every alert a severity and a runbook section of docs/operations.md', () => {
    expect(alertRules.length).toBeGreaterThan(0);
    const incomplete = alertRules
      .filter(
        (rule) =>
          !['page', 'ticket'].includes(rule.labels?.severity ?? '') ||
          rule.annotations?.runbook !== `docs/operations.md#${rule.alert?.toLowerCase()}`,
      )
      .map((rule) => rule.alert);
    // That each anchor exists is checked with every other link, by doc-links.spec.ts.
    expect(incomplete).toEqual([]);
  });

  it('watches what the operators were promised: 5xx, slow key routes, lag, dead letters, outbox, pools, charges, a service down, the objectives', () => {
    expect(new Set(alertRules.map((rule) => rule.alert))).toEqual(
      new Set([
        'ServiceDown',
        'ServiceAbsent',
        'NoLeader',
        'TwoLeaders',
        'HighHttp5xxRate',
        'CatalogueRouteSlow',
        'CheckoutRouteSlow',
        'ConsumerLagging',
        'EventsDeadLettered',
        'DeadLettersWaiting',
        'OutboxStuck',
        'RequestReplyFailing',
        'NatsMonitoringDown',
        'DatabasePoolWaiting',
        'DatabasePoolNearlyFull',
        'DatabaseTimeouts',
        'UnrecordedChargesFound',
        'MailsFailing',
        'CatalogueAvailabilityBudgetBurn',
        'CheckoutAvailabilityBudgetBurn',
        'CatalogueLatencyBudgetBurn',
        'CheckoutLatencyBudgetBurn',
      ]),
    );
  });
});
