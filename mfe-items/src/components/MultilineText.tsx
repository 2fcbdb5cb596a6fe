// A listing's free text (details, requirements) as staff typed it: blank lines separate paragraphs, single
// line breaks stay line breaks. Rendered as React text nodes, so markup in it (`<script>`, `<b>`) shows as
// the characters typed and is never HTML (issue 11).
import { Fragment } from 'react';

/** Paragraphs (split on blank lines) of lines (split on line breaks); CRLF/CR read as LF, edges trimmed. */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n+/)
    .map((p) => p.split('\n').map((line) => line.replace(/[ \t\u3000]+$/, '')))
    .map((lines) => {
      while (lines.length && lines[0] === '') lines.shift();
      while (lines.length && lines[lines.length - 1] === '') lines.pop();
      return lines;
    })
    .filter((lines) => lines.length > 0);
}

export function MultilineText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <>
      {paragraphsOf(text).map((lines, i) => (
        <p key={i} className="mfe-items-text">
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
