import styled from 'styled-components';
import { formatSessionStart, formatSessionTimes, nextSession, type ClassDto } from '@classhub/contracts';

const Section = styled.section`
  display: grid;
  gap: 1rem;
  margin-top: 2rem;
  max-width: 70ch;

  h2 {
    font-size: 1.25rem;
  }
  p,
  li {
    overflow-wrap: anywhere;
  }
  ul,
  ol {
    display: grid;
    gap: 0.35rem;
    padding-left: 1.25rem;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Plain text split on blank lines: each paragraph is a React text node, so nothing in it is markup. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "Starts …" before the first session, "Started …" after it, "This class has ended." once the last is over. */
function startLine(firstStart: string, notOver: boolean): string {
  if (!notOver) return 'This class has ended.';
  return `${Date.parse(firstStart) > Date.now() ? 'Starts' : 'Started'} ${formatSessionStart(firstStart)}`;
}

/**
 * The class's description, what a student learns and every session, in the viewer's time zone with the zone named
 * (decision 0040). Its own chunk: the detail page's first load does not carry the date formatting.
 */
export default function ClassSchedule({ cls }: { cls: ClassDto }) {
  const paragraphs = paragraphsOf(cls.description ?? '');
  const outcomes = linesOf(cls.learningOutcomes ?? '');
  const sessions = cls.sessions ?? [];
  const next = nextSession(sessions);
  return (
    <>
      {paragraphs.length > 0 ? (
        <Section aria-labelledby="class-about">
          <h2 id="class-about">About this class</h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Section>
      ) : null}
      {outcomes.length > 0 ? (
        <Section aria-labelledby="class-outcomes">
          <h2 id="class-outcomes">What you&apos;ll learn</h2>
          <ul>
            {outcomes.map((outcome, index) => (
              <li key={index}>{outcome}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section aria-labelledby="class-sessions">
        <h2 id="class-sessions">Schedule</h2>
        {sessions.length === 0 ? (
          <Muted>Self-paced: this class has no scheduled sessions.</Muted>
        ) : (
          <>
            <p>{startLine(sessions[0]?.startsAt ?? '', next !== undefined)}</p>
            <ol aria-label="Sessions">
              {sessions.map((session) => (
                <li key={session.startsAt}>
                  <time dateTime={session.startsAt}>{formatSessionTimes(session)}</time>
                </li>
              ))}
            </ol>
            <Muted>Times are in your time zone.</Muted>
          </>
        )}
      </Section>
    </>
  );
}
