/** Where the notification centre lives (the menu's path of views/system/sysNotice/show). */
export const NOTICE_CENTRE_PATH = '/system/sysNotice/show';

/** The centre opened on the tab of notices (1) or letters (2). */
export const noticeCentrePath = (type?: number) => (type ? `${NOTICE_CENTRE_PATH}?type=${type}` : NOTICE_CENTRE_PATH);
