import { createRoot } from 'react-dom/client';
import { Harness } from './harness';

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(<Harness />);
