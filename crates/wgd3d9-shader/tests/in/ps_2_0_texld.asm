// ps_2_0: dcl t#, dcl_2d s#, texld and a mov to oC0 (the only way to write it in shader model 2)
ps_2_0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mov oC0, r0
