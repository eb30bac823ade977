// ps_1_4: water with projective reflection/refraction (_dz) offset by a bump map, Fresnel from v0.a
ps_1_4
def c0, 0.04, 0.04, 0.0, 0.0
def c1, 0.0, 0.0, 0.0, 1.0
texld r0, t0                 // bump normal
texcrd r1.rgb, t1.xyw        // reflection coords (x, y, w)
texcrd r2.rgb, t2.xyw        // refraction coords
mad r1.rg, r0_bx2, c0, r1
mad r2.rg, r0_bx2, c0, r2
phase
texld r3, r1_dz              // reflection
texld r4, r2_dz              // refraction
lrp r0.rgb, v0.a, r3, r4
+mov r0.a, c1
