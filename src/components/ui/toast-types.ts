/** What the page's toaster is given: its labels and the direction a toast is swiped away. */
export type ToasterProps = {
  strings: { close: string; region: string; label: string }
  swipeDirection?: 'left' | 'right'
}
