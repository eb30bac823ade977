struct Constants {
    c: array<vec4<f32>, 226>,
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
    let _e9 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    let _e12 = consts.c[0];
    let _e19 = consts.c[1];
    let _e26 = consts.c[2];
    let _e33 = consts.c[3];
    let _e37 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e9, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(_e9, _e19)), vec4<bool>(false, true, false, false)), vec4(dot(_e9, _e26)), vec4<bool>(false, false, true, false)), vec4(dot(_e9, _e33)), vec4<bool>(false, false, false, true));
    let _e40 = consts.c[4];
    let _e48 = consts.c[5];
    let _e56 = consts.c[6];
    let _e61 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e37.xyz, _e40.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e37.xyz, _e48.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e37.xyz, _e56.xyz)), vec4<bool>(false, false, true, false));
    let _e64 = consts.c[8];
    let _e70 = consts.c[9];
    let _e76 = consts.c[10];
    let _e82 = consts.c[12];
    let _e90 = consts.c[13];
    let _e98 = consts.c[16];
    let _e106 = consts.c[17];
    let _e114 = consts.c[18];
    let _e122 = consts.c[19];
    let _e127 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e61.xyz, _e98.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e61.xyz, _e106.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e61.xyz, _e114.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e61.xyz, _e122.xyz)), vec4<bool>(false, false, false, true));
    let _e130 = select(_e61, (_e61 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e37, _e64)), vec4<bool>(true, false, false, false)), vec4(dot(_e37, _e70)), vec4<bool>(false, true, false, false)), vec4(dot(_e37, _e76)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e133 = consts.c[20];
    return Output(select(select(_e127, (_e127 + select(_e130, ((select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e61.xyz, _e82.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e61.xyz, _e90.xyz)), vec4<bool>(false, true, false, false)) * _e133) + _e130), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, true, false)), _e9.wwww, vec4<bool>(false, false, false, true)));
}
