// The personal-centre demo (menu "个人中心演示").
export { PersonalDemoPage } from './PersonalDemoPage';
