export { FeaturesPage } from './ui/FeaturesPage';
