// The server the bench measures: the product's server, plus the ceiling route it compares each row with.
import { serve } from '../apps/api/src/serve.ts';
import ceiling from './ceiling.ts';

serve([ceiling]);
