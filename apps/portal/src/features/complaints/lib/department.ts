import { AUTO_ASSIGNED_DEPARTMENT, COMPLAINT_DEPARTMENTS } from '@jan-seva/contracts';
import { type TFunction } from 'i18next';

/** The API names departments in English; the known ones are shown in the reader's language. */
export function departmentName(t: TFunction, department: string): string {
  if (department === AUTO_ASSIGNED_DEPARTMENT) return t('complaints.autoAssigned');
  return COMPLAINT_DEPARTMENTS.includes(department) ? t(`complaints.departments.${department}`, { defaultValue: department }) : department;
}
