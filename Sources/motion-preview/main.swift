print("motion-preview")
