// The code generator's list (menu component system/tools/gen/index).
export { GenListPage as default } from '@/features/system/gen';
