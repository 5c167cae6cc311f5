// The low-level chat client: models, controllers, events and the embedded server.
