'use client'

import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
  $isListNode,
} from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  HeadingNode,
  QuoteNode,
} from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils'
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type EditorState,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical'
import { useCallback, useEffect, useState } from 'react'
import { useAdminT } from '../ui/admin-i18n'

type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number'

/** The rich text the content field edits: the same node set the server turns HTML into (src/core/rich-text.ts). */
const nodes = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode]

/** Only web and mail links, as on the server (its allow-list drops anything else). */
const safeUrl = (url: string) => /^(https?:\/\/|mailto:|\/)/i.test(url.trim())

function loadHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot()
  root.clear()
  if (html.trim()) {
    const dom = new DOMParser().parseFromString(html, 'text/html')
    root.append(
      ...$generateNodesFromDOM(editor, dom).map((node) => {
        // Top-level text or inline nodes must sit in a paragraph.
        if (node.isInline?.() || node.getType() === 'text' || node.getType() === 'linebreak') {
          const p = $createParagraphNode()
          p.append(node)
          return p
        }
        return node
      }),
    )
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode())
}

function Toolbar({ labelledBy }: { labelledBy: string }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useAdminT()
  const [formats, setFormats] = useState<Record<string, boolean>>({})
  const [block, setBlock] = useState<Block>('paragraph')
  const [link, setLink] = useState(false)

  const refresh = useCallback(() => {
    const selection = $getSelection()
    if (!$isRangeSelection(selection)) return
    setFormats({
      bold: selection.hasFormat('bold'),
      italic: selection.hasFormat('italic'),
      underline: selection.hasFormat('underline'),
    })
    const anchor = selection.anchor.getNode()
    const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow()
    const list = $getNearestNodeOfType(anchor, ListNode)
    if (list) setBlock(list.getListType() === 'number' ? 'number' : 'bullet')
    else if ($isHeadingNode(top)) setBlock(top.getTag() === 'h3' ? 'h3' : 'h2')
    else if ($isQuoteNode(top)) setBlock('quote')
    else setBlock('paragraph')
    setLink(Boolean($findMatchingParent(anchor, $isLinkNode)))
  }, [])

  useEffect(() => editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)), [editor, refresh])

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type)
  const setBlockType = (next: Block) => {
    if (next === 'bullet' || next === 'number') {
      editor.dispatchCommand(
        block === next
          ? REMOVE_LIST_COMMAND
          : next === 'bullet'
            ? INSERT_UNORDERED_LIST_COMMAND
            : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      )
      return
    }
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const target = block === next ? 'paragraph' : next
      if (block === 'bullet' || block === 'number') {
        const list = $getNearestNodeOfType(selection.anchor.getNode(), ListNode)
        if ($isListNode(list)) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
      }
      $setBlocksType(selection, () =>
        target === 'h2' || target === 'h3'
          ? $createHeadingNode(target)
          : target === 'quote'
            ? $createQuoteNode()
            : $createParagraphNode(),
      )
    })
  }
  const toggleLink = () => {
    if (link) {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
      return
    }
    const url = window.prompt(t('content.linkPrompt'))
    if (url && safeUrl(url)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim())
  }

  const button = (label: string, pressed: boolean, onClick: () => void, text: string) => (
    <button
      type="button"
      aria-pressed={pressed}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`btn btn--size-small btn--style-${pressed ? 'primary' : 'secondary'} btn--withoutPopup`}
      style={{ margin: 0, minWidth: '2.25rem' }}
    >
      <span aria-hidden="true">{text}</span>
      <span className="bo-sr-only">{label}</span>
    </button>
  )

  return (
    <div
      role="toolbar"
      aria-label={t('content.toolbar')}
      aria-controls={labelledBy}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 6 }}
    >
      {button(t('content.bold'), Boolean(formats.bold), () => format('bold'), 'B')}
      {button(t('content.italic'), Boolean(formats.italic), () => format('italic'), 'I')}
      {button(t('content.underline'), Boolean(formats.underline), () => format('underline'), 'U')}
      {button(t('content.heading'), block === 'h2', () => setBlockType('h2'), 'H2')}
      {button(t('content.subheading'), block === 'h3', () => setBlockType('h3'), 'H3')}
      {button(t('content.bulletList'), block === 'bullet', () => setBlockType('bullet'), '•')}
      {button(t('content.numberedList'), block === 'number', () => setBlockType('number'), '1.')}
      {button(t('content.quote'), block === 'quote', () => setBlockType('quote'), '“')}
      {button(link ? t('content.removeLink') : t('content.link'), link, toggleLink, t('content.link'))}
    </div>
  )
}

/**
 * The content field's Lexical editor. It edits basic HTML (what the contract's `content` is):
 * `value` is read once when it mounts, and every change reports the HTML ('' when empty).
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  required,
  describedBy,
  labelledBy,
  dir,
  lang,
}: {
  id: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  invalid?: boolean
  required?: boolean
  describedBy?: string
  labelledBy: string
  dir?: 'ltr' | 'rtl'
  lang?: string
}) {
  const onEditorChange = (state: EditorState, editor: LexicalEditor) => {
    state.read(() => {
      const root = $getRoot()
      const empty = root.getTextContent().trim() === '' && root.getChildren().every((c) => c.getType() === 'paragraph')
      onChange(empty ? '' : $generateHtmlFromNodes(editor, null))
    })
  }
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'content',
        nodes,
        onError: (error) => {
          throw error
        },
        editorState: (editor) => loadHtml(editor, value),
        theme: { text: { bold: 'rte-bold', italic: 'rte-italic', underline: 'rte-underline' } },
      }}
    >
      <Toolbar labelledBy={id} />
      <div className="rte" style={{ position: 'relative' }}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              role="textbox"
              aria-multiline
              aria-labelledby={labelledBy}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              dir={dir}
              lang={lang}
              onBlur={onBlur}
              className="rte__input"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={safeUrl} />
      <OnChangePlugin onChange={onEditorChange} ignoreSelectionChange />
    </LexicalComposer>
  )
}
