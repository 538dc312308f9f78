// Menu component path demo/system/dept/index: the real department screen, its leaders picked with
// the user feature's picker (as views/system/dept does: the dept feature cannot import the user one).
import { DeptPage } from '@/features/system/dept';
import { UserSelect } from '@/features/system/user';

export default function DeptDemoView() {
  return <DeptPage leaderSelect={UserSelect} />;
}
