import { describeRouteSweep } from './routeSweep';

describeRouteSweep('cartoon-theme');
