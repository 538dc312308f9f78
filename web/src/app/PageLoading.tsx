import { Spin } from 'antd';
import { useEffect } from 'react';
import { progress } from './progress';

/** While a page's code loads: the progress bar runs and a spinner holds the space. */
export function PageLoading() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}
