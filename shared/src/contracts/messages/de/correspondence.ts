import { type enCorrespondence } from '../en/correspondence';

export const deCorrespondence: Record<keyof typeof enCorrespondence, string> = {
  'correspondence.dayRange': 'Geben Sie eine ganze Zahl von Tagen zwischen {{min}} und {{max}} ein',
  'correspondence.countRange': 'Geben Sie eine ganze Zahl zwischen {{min}} und {{max}} ein',
  'correspondence.notAllowed':
    'Nur Administratoren und die Chefredaktion der Zeitschrift dürfen ihre Erinnerungen ändern',
};
