// STUB routed by the routes work of issue 11 (/dev/ui, a development-only host route declared in
// @er/contracts/routes): the design engineer's design-system page replaces this file.
export default function DevUiPage() {
  return (
    <section>
      <h1>デザインシステム</h1>
      <p>デザイントークンとUIコンポーネントの一覧（開発用）です。</p>
    </section>
  );
}
