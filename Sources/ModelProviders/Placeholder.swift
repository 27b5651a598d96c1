enum PlaceholderModelProviders {}
