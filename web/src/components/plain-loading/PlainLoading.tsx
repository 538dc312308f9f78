/**
 * A spinner drawn by CSS alone (global.css), for the first page: while the app starts (the
 * router's first loader) and on the login page, where antd's Spin and the progress bar would add
 * their code to what the page waits for.
 */
export function PlainLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <div className="plain-spinner" role="status" />
    </div>
  );
}
