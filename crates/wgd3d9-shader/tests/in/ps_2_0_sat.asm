// ps_2_0: _sat and _sat_pp on temporaries (not allowed on writes to oC#/oDepth in shader model 2)
ps_2_0
dcl t0.xy
dcl v0
dcl v1
dcl_2d s0
texld r0, t0, s0
mad_sat r1, r0, v0, c0
add_sat_pp r1, r1, v1
dp3_sat r2.x, r1, c1
mul_sat r1.xyz, r1, r2.x
mov oC0, r1
