import { describe, expect, it } from 'vitest';
import { withHeadingsFrom } from '../src/components/rich-content.tsx';

describe('content headings under the page title', () => {
  it('moves every heading in step so that the highest follows the page h1', () => {
    const html = '<h3>酒店简介</h3><p>…</p><h4 class="x">交通</h4><h3>入住须知</h3>';
    expect(withHeadingsFrom(html, 2)).toBe(
      '<h2>酒店简介</h2><p>…</p><h3 class="x">交通</h3><h2>入住须知</h2>',
    );
  });

  it('leaves content alone that has no heading or starts at the level already', () => {
    expect(withHeadingsFrom('<p>h3 的说明</p><hr>', 2)).toBe('<p>h3 的说明</p><hr>');
    expect(withHeadingsFrom('<h2>一</h2><h3>二</h3>', 2)).toBe('<h2>一</h2><h3>二</h3>');
  });
});
