// The assistant's answers as React elements, from the tree of markdown-parse.ts. Every piece of
// text reaches the page as a text node, so markup in an answer is shown, never run. A link is a
// link only when it points at the vendor's own site over https (the console's rule for links
// from the server, src/shared/navigation/vendor-link.ts); any other target is shown as text beside its label.
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import './assist.css';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Code, List, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { isVendorLink } from '@/shared/navigation/vendor-link';
import { CheckIcon, CopyIcon } from '@/shared/icons/resource-icons';
import { COPY_CONFIRM_MS, COPY_FAILED_MESSAGE } from '@/shared/ui/command-block';
import { inlineText, parseMarkdown, type Block, type Inline } from './markdown-parse';

export function Markdown({ text }: { text: string }) {
  const blocks = parseMarkdown(text);
  return <div className="assist-markdown">{blocks.map((block, i) => renderBlock(block, i))}</div>;
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text key={key} fz="sm" className="assist-md-paragraph">
          {renderInlines(block.children)}
        </Text>
      );
    case 'heading':
      return (
        <Title key={key} order={Math.min(6, block.level + 2) as 3 | 4 | 5 | 6} className="assist-md-heading">
          {renderInlines(block.children)}
        </Title>
      );
    case 'list':
      return (
        <List key={key} type={block.ordered ? 'ordered' : 'unordered'} start={block.ordered ? block.start : undefined} fz="sm" withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>{renderInlines(item)}</List.Item>
          ))}
        </List>
      );
    case 'code':
      return <CodeBlock key={key} code={block.text} lang={block.lang} />;
  }
}

function renderInlines(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, i) => <Fragment key={i}>{renderInline(node)}</Fragment>);
}

function renderInline(node: Inline): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'code':
      return <Code>{node.text}</Code>;
    case 'strong':
      return <strong>{renderInlines(node.children)}</strong>;
    case 'em':
      return <em>{renderInlines(node.children)}</em>;
    case 'link':
      return <MarkdownLink href={node.href} label={node.children} />;
  }
}

function MarkdownLink({ href, label }: { href: string; label: readonly Inline[] }) {
  if (isVendorLink(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" inherit>
        {renderInlines(label)}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
    );
  }
  const same = inlineText(label) === href;
  return (
    <span data-testid="assist-plain-link">
      {same ? null : <>{renderInlines(label)} (</>}
      <span className="assist-md-url">{href}</span>
      {same ? null : ')'}
    </span>
  );
}

/** A fenced code block with a Copy button (a check for a second once copied). */
export function CodeBlock({ code, lang }: { code: string; lang: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = async () => {
    if (timer.current) clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPY_CONFIRM_MS);
    } catch {
      setState('failed');
    }
  };
  const copied = state === 'copied';
  return (
    <Box className="assist-md-code" pos="relative">
      <pre tabIndex={0} aria-label={lang ? `${lang} code` : 'Code'}>
        <code>{code}</code>
      </pre>
      <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
        <ActionIcon
          variant="subtle"
          color={copied ? 'green' : 'gray'}
          aria-label={copied ? 'Copied' : 'Copy code'}
          onClick={() => void copy()}
          className="assist-md-copy"
        >
          {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        </ActionIcon>
      </Tooltip>
      {state === 'failed' && (
        <Text fz="xs" c="red" role="alert">
          {COPY_FAILED_MESSAGE}
        </Text>
      )}
    </Box>
  );
}
