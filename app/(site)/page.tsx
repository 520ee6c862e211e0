// The public home. The full site (navigation, tabs, forms) is built on this in later steps.
export default function HomePage() {
  return (
    <main>
      <h1>Climate &amp; Humanitarian Research</h1>
      <p>Advancing climate resilience and sustainable development through research, policy, and action.</p>
    </main>
  )
}
