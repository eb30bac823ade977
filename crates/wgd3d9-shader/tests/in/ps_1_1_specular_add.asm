// ps_1_1: diffuse texture lit by v0 plus specular v1 (fixed-function style add with _sat)
ps_1_1
tex t0
mad_sat r0.rgb, t0, v0, v1
+mul r0.a, t0, v0
