struct Constants {
    c: array<vec4<f32>, 232>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e10 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    let _e12 = consts.c[0];
    let _e18 = consts.c[1];
    let _e24 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e10, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(_e10, _e18)), vec4<bool>(false, true, false, false)), vec4(dot(_e10, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(_e10, _e30)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[4];
    let _e43 = consts.c[5];
    let _e50 = consts.c[6];
    let _e55 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e34.xyz, _e36.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e34.xyz, _e43.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e34.xyz, _e50.xyz)), vec4<bool>(false, false, true, false));
    let _e57 = consts.c[8];
    let _e62 = consts.c[9];
    let _e67 = consts.c[10];
    let _e72 = consts.c[12];
    let _e79 = consts.c[13];
    let _e86 = consts.c[16];
    let _e93 = consts.c[17];
    let _e100 = consts.c[18];
    let _e107 = consts.c[19];
    let _e112 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e55.xyz, _e86.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e55.xyz, _e93.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e55.xyz, _e100.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e55.xyz, _e107.xyz)), vec4<bool>(false, false, false, true));
    let _e115 = select(_e55, (_e55 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e34, _e57)), vec4<bool>(true, false, false, false)), vec4(dot(_e34, _e62)), vec4<bool>(false, true, false, false)), vec4(dot(_e34, _e67)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e117 = consts.c[20];
    return Output(select(select(_e112, (_e112 + select(_e115, ((select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e55.xyz, _e72.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e55.xyz, _e79.xyz)), vec4<bool>(false, true, false, false)) * _e117) + _e115), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, true, false)), _e10.wwww, vec4<bool>(false, false, false, true)));
}
