// ps_3_0: static if b# / else with texld inside (static branches keep gradients valid)
ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord1 v1.xy
dcl_2d s0
dcl_2d s1
defb b0, false
if b0
    texld r0, v0, s0
else
    texld r0, v1, s1
endif
mov oC0, r0
