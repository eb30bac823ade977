// ps_2_0: lightmap modulate with an overbright scale and a detail layer
ps_2_0
dcl t0.xy
dcl t1.xy
dcl_2d s0                    // base
dcl_2d s1                    // lightmap
dcl_2d s2                    // detail
def c0, 2.0, 0.5, 8.0, 0.0
texld r0, t0, s0
texld r1, t1, s1
mul r2.xy, t0, c0.z
texld r3, r2, s2
mul r0.xyz, r0, r1
mul r0.xyz, r0, c0.x
add r3.xyz, r3, -c0.y
mad r0.xyz, r3, r0, r0
mov oC0, r0
