struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e13.xxxx), vec4<bool>(true, false, false, false));
    let _e22 = (i32(_e17.x) + 10i);
    let _e24 = consts.c[_e22];
    let _e35 = (i32(_e17.x) + 11i);
    let _e37 = consts.c[_e35];
    let _e48 = (i32(_e17.x) + 12i);
    let _e50 = consts.c[_e48];
    let _e56 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e24, vec4<f32>(3f, 1f, 0f, 0f), (_e22 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e37, vec4<f32>(3f, 1f, 0f, 0f), (_e35 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e50, vec4<f32>(3f, 1f, 0f, 0f), (_e48 == 4i)))), vec4<bool>(false, false, true, false));
    let _e60 = (i32(_e17.x) + 10i);
    let _e62 = consts.c[_e60];
    let _e73 = (i32(_e17.x) + 11i);
    let _e75 = consts.c[_e73];
    let _e86 = (i32(_e17.x) + 12i);
    let _e88 = consts.c[_e86];
    let _e95 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e62, vec4<f32>(3f, 1f, 0f, 0f), (_e60 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e75, vec4<f32>(3f, 1f, 0f, 0f), (_e73 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e88, vec4<f32>(3f, 1f, 0f, 0f), (_e86 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e99 = select(_e56, (_e56 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e102 = select(_e95, (_e95 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e105 = select(_e17, floor(_e13.yyyy), vec4<bool>(true, false, false, false));
    let _e109 = (i32(_e105.x) + 10i);
    let _e111 = consts.c[_e109];
    let _e120 = (i32(_e105.x) + 11i);
    let _e122 = consts.c[_e120];
    let _e131 = (i32(_e105.x) + 12i);
    let _e133 = consts.c[_e131];
    let _e142 = (i32(_e105.x) + 10i);
    let _e144 = consts.c[_e142];
    let _e155 = (i32(_e105.x) + 11i);
    let _e157 = consts.c[_e155];
    let _e168 = (i32(_e105.x) + 12i);
    let _e170 = consts.c[_e168];
    let _e182 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    let _e193 = select(select(_e99, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e111, vec4<f32>(3f, 1f, 0f, 0f), (_e109 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e122, vec4<f32>(3f, 1f, 0f, 0f), (_e120 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e133, vec4<f32>(3f, 1f, 0f, 0f), (_e131 == 4i)))), vec4<bool>(false, false, true, false)) * _e182.xxxx) + _e99), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e196 = consts.c[0];
    let _e202 = consts.c[1];
    let _e208 = consts.c[2];
    let _e214 = consts.c[3];
    let _e217 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e193, _e196)), vec4<bool>(true, false, false, false)), vec4(dot(_e193, _e202)), vec4<bool>(false, true, false, false)), vec4(dot(_e193, _e208)), vec4<bool>(false, false, true, false)), vec4(dot(_e193, _e214)), vec4<bool>(false, false, false, true));
    let _e220 = consts.c[8];
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(_e102, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e144, vec4<f32>(3f, 1f, 0f, 0f), (_e142 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e157, vec4<f32>(3f, 1f, 0f, 0f), (_e155 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e170, vec4<f32>(3f, 1f, 0f, 0f), (_e168 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e182.xxxx) + _e102), vec4<bool>(true, true, true, false)).xyz, _e220.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e227 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e234 = consts.c[256];
    let _e237 = consts.c[257];
    return Output(select(_e217, ((_e217 * _e237) + (_e234 * _e217.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e227, _e226, (_e226 >= _e227))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
