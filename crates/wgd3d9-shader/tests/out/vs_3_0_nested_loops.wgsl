struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var rep_count: i32;
    var loop_count_1: i32;
    var loop_step_1: i32;
    var r3_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e45 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e45.x, 0i, 255i);
    loop_step = _e45.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e45.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e62 = loop_count;
        if (_e62 <= 0i) {
            break;
        }
        loop_count = (_e62 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e70 = rep_count;
            if (_e70 <= 0i) {
                break;
            }
            rep_count = (_e70 - 1i);
            let _e73 = r0_;
            let _e74 = r2_;
            let _e78 = (i32(_e74.x) + 10i);
            let _e84 = consts[(_e4 + min(u32(_e78), 265u))];
            let _e89 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e89.x, 0i, 255i);
            loop_step_1 = _e89.z;
            let _e99 = r3_;
            r0_ = (_e73 + select(_e84, vec4<f32>(0f, 0.5f, 0f, 0f), (_e78 == 4i)));
            r3_ = select(_e99, vec4(f32(_e89.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e101 = loop_count_1;
                if (_e101 <= 0i) {
                    break;
                }
                loop_count_1 = (_e101 - 1i);
                let _e104 = r0_;
                let _e105 = r1_;
                let _e107 = r3_;
                let _e110 = (i32(_e107.x) + 10i);
                let _e115 = consts[(_e4 + min(u32(_e110), 265u))];
                let _e120 = loop_step_1;
                r0_ = ((_e104 * _e105.yyyy) + select(_e115, vec4<f32>(0f, 0.5f, 0f, 0f), (_e110 == 4i)));
                r3_ = select(_e107, vec4((_e107.x + f32(_e120))), vec4<bool>(true, false, false, false));
            }
        }
        let _e126 = loop_step;
        let _e128 = r2_;
        r2_ = select(_e128, vec4((_e128.x + f32(_e126))), vec4<bool>(true, false, false, false));
    }
    let _e133 = r0_;
    let _e134 = o0_;
    let _e138 = consts[(_e4 + 256u)];
    let _e142 = consts[(_e4 + 257u)];
    return Output(select(_e134, ((_e134 * _e142) + (_e138 * _e134.wwww)), vec4<bool>(true, true, true, false)), _e133);
}
