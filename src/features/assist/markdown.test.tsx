import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders as render } from '@/testing/render';
import { Markdown } from './markdown';
import { parseMarkdown, parseInline } from './markdown-parse';

describe('parseMarkdown', () => {
  it('reads paragraphs, headings, lists and fenced code', () => {
    const blocks = parseMarkdown('# Title\n\nSome *text* and **bold**.\n\n- one\n- two\n\n3. three\n4. four\n\n```bash\ndf -h\n```');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'code']);
    expect(blocks[3]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[4]).toEqual({ kind: 'code', lang: 'bash', text: 'df -h' });
  });

  it('keeps an unclosed fence (a streaming answer) as code to the end', () => {
    expect(parseMarkdown('Run:\n```\nls -la\nuptime')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Run:' }] },
      { kind: 'code', lang: '', text: 'ls -la\nuptime' },
    ]);
  });

  it('reads inline code, emphasis and links, and leaves snake_case alone', () => {
    expect(parseInline('a `x<y>` b')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'code', text: 'x<y>' },
      { kind: 'text', text: ' b' },
    ]);
    expect(parseInline('my_var_name')).toEqual([{ kind: 'text', text: 'my_var_name' }]);
    expect(parseInline('[docs](https://goteleport.com/docs)')).toEqual([
      { kind: 'link', href: 'https://goteleport.com/docs', children: [{ kind: 'text', text: 'docs' }] },
    ]);
  });
});

describe('Markdown rendering of hostile answers', () => {
  it('shows HTML as text: no element of the answer reaches the page', () => {
    const { container } = render(
      <Markdown
        text={'Done. <img src=x onerror=alert(1)> <script>alert(2)</script> <b>bold?</b> <iframe src="https://evil.example"></iframe>'}
      />,
    );
    expect(container.querySelector('img, script, iframe, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('never turns javascript: or data: targets into links', () => {
    const { container } = render(
      <Markdown text={'[click](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) [d](data:text/html,<b>x</b>) <javascript:alert(1)>'} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('javascript:alert(1)');
  });

  it('shows links to other hosts as text beside their label, and links the vendor site', () => {
    const { container } = render(
      <Markdown
        text={'See [the fix](https://evil.example/steal?c=1), [docs](https://goteleport.com/docs/) and [http](http://goteleport.com/).'}
      />,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://goteleport.com/docs/');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    const plain = screen.getAllByTestId('assist-plain-link').map((el) => el.textContent);
    expect(plain).toEqual(['the fix (https://evil.example/steal?c=1)', 'http (http://goteleport.com/)']);
  });

  it('keeps markup inside code blocks and inline code as text, with a Copy button', () => {
    const { container } = render(<Markdown text={'Use `<svg onload=alert(1)>`\n\n```html\n<script>alert(1)</script>\n```'} />);
    expect(container.querySelector('svg[onload], script')).toBeNull();
    expect(container.querySelector('pre code')?.textContent).toBe('<script>alert(1)</script>');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('survives pathological input without throwing', () => {
    const nasty = '*'.repeat(500) + '['.repeat(300) + '`'.repeat(200) + '\n```\n' + '_a'.repeat(400);
    const { container } = render(<Markdown text={nasty} />);
    expect(container.textContent?.length).toBeGreaterThan(100);
  });
});

describe('Markdown images', () => {
  it('never loads an image: it is shown as a named link target', () => {
    const { container } = render(<Markdown text={'![pixel](https://evil.example.net/pixel.png)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.assist-markdown')?.textContent).toBe('image: pixel (https://evil.example.net/pixel.png)');
  });
});
