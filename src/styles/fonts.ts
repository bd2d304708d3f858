// The webfont pair, served from the build (no remote fonts): Latin subset only, the weights the
// tokens use. Poppins sets titles, amounts and balls; Inter sets body text.
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@fontsource/poppins/latin-800.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
