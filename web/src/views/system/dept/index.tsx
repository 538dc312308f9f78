// Menu component path system/dept/index: department management, its leaders picked with the user
// feature's picker (handed in here: the user feature imports the dept pickers, so the dept feature
// importing the user feature would be an import cycle).
import { DeptPage } from '@/features/system/dept';
import { UserSelect } from '@/features/system/user';

export default function DeptView() {
  return <DeptPage leaderSelect={UserSelect} />;
}
