// ps_1_1: source modifiers between the register and a replicate selector (t0_bx2.a, -v0_bias.a, -t0_bias.b, 1-r1.b), .b only where the instruction writes alpha alone
ps_1_1
def c0, 0.5, 0.5, 0.5, 0.25
tex t0                               // normal map, gloss in alpha
tex t1                               // base texture
dp3_sat r1, t0_bx2, v0_bx2           // N . L with the light vector in v0
mul r0.rgb, t1, r1                   // diffuse
mul r1.rgb, v1, t0_bx2.a             // specular colour scaled by the signed gloss
mad_sat r0.rgb, r1, -v0_bias.a, r0   // attenuated by the biased alpha of v0
mul r1.a, t1.a, 1-r1.b               // base alpha times one minus the specular blue
mad r0.a, -t0_bias.b, c0, r1.a
