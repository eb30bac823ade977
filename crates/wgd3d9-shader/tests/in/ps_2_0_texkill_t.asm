// ps_2_0: texkill on a texture coordinate register (user clip in the pixel shader)
ps_2_0
dcl t0
dcl t1.xy
dcl_2d s0
texkill t0
texld r0, t1, s0
mov oC0, r0
