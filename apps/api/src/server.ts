// The product's server: every module, nothing else (serve.ts does the starting).
import { serve } from './serve.ts';

serve();
