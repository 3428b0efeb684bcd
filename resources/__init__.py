"""Files the app ships, installed as ``playground.resources``: presets/ (lessons), i18n/
(translations), icons/, desktop/ (Linux desktop entry). Find them with
``playground.resource_files.resource_dir(name)``, never with a path relative to a checkout."""
