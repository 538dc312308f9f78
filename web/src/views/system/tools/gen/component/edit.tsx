// The code generator's editor (hidden menu /system/tools/gen/edit?tableId=, component system/tools/gen/component/edit).
export { GenEditPage as default } from '@/features/system/gen';
