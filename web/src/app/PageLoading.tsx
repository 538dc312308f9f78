import { Spin } from 'antd';
import NProgress from 'nprogress';
import { useEffect } from 'react';

/** While a page's code loads: the progress bar runs and a spinner holds the space. */
export function PageLoading() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}
