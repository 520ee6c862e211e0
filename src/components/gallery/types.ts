/** The gallery's labels, in the page's language. */
export type GalleryStrings = {
  chooseCategory: string
  loading: string
  empty: string
  error: string
  open: string
  previous: string
  next: string
  close: string
  position: string
}
