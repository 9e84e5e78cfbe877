import '../styles/globals.css';
import { provideMergeConfig } from '../lib/cn';
import { wholeMergeConfig } from '../lib/whole-merge-config';

// Tests render stories and pass classes the store's code does not use: every class group, as the
// workbench (the storefront's `cn` knows the code's groups only, cn.ts).
provideMergeConfig(wholeMergeConfig);
