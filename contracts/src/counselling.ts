export * from './vocabularies/counselling';
