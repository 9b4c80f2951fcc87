/** A row of content_pages before sanitising: `content` is HTML, `data` the structured extras. */
export interface PageSeed {
  key: string;
  title: string;
  content: string;
  data?: Record<string, unknown>;
}

export function paragraphs(...texts: string[]): string {
  return texts.map((t) => `<p>${t}</p>`).join('');
}

export function list(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

export function section(heading: string, body: string): string {
  return `<h3>${heading}</h3>${body}`;
}
