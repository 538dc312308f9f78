// nprogress with its styles, configured: loaded by progress.ts the first time a bar is wanted.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

export default NProgress;
