import '../styles/globals.css';
