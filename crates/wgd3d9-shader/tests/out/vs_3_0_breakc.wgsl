struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e50 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e50.x, 0i, 255i);
    loop_step = _e50.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    r2_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e50.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e68 = loop_count;
        if (_e68 <= 0i) {
            break;
        }
        loop_count = (_e68 - 1i);
        let _e71 = r2_;
        let _e72 = r3_;
        let _e76 = (i32(_e72.x) + 20i);
        let _e77 = u32(_e76);
        let _e82 = consts[(_e4 + min(_e77, 265u))];
        let _e95 = r1_;
        let _e96 = select(_e95, vec4(dot(_e71.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e82), (_e77 < 256u)), vec4<f32>(0f, 1f, 0.99f, 5f), (_e76 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e96;
        if (_e96.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e106 = (i32(_e72.x) + 40i);
        let _e107 = u32(_e106);
        let _e111 = consts[(_e4 + min(_e107, 265u))];
        let _e117 = r0_;
        let _e119 = ((_e96.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e111), (_e107 < 256u)), vec4<f32>(0f, 1f, 0.99f, 5f), (_e106 == 4i))) + _e117);
        r0_ = _e119;
        if (_e119.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        if (_e119.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        if (_e119.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e71.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e119.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e146 = loop_step;
        r3_ = select(_e72, vec4((_e72.x + f32(_e146))), vec4<bool>(true, false, false, false));
    }
    let _e152 = r0_;
    let _e153 = o0_;
    let _e156 = consts[(_e4 + 256u)];
    let _e161 = consts[(_e4 + 257u)];
    return Output(select(_e153, ((_e153 * bitcast<vec4<f32>>(_e161)) + (bitcast<vec4<f32>>(_e156) * _e153.wwww)), vec4<bool>(true, true, true, false)), _e152);
}
