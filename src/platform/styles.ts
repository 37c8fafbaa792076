// Mantine's CSS, imported per component (in the `mantine` layer) instead of the whole sheet.
// Only what the first screen needs is here; lazy pages import the rest next to their code.
// The app chunk loads this before any page, so no other module imports these sheets again
// (the convention: docs/design.md, "CSS imports").
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import './app.css';
